import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path/posix';
import { gunzipSync } from 'node:zlib';
import type { TArchiveFormat } from '@kochclip/db/schema';
import type { TRecipeDraft } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import {
  ARCHIVE_BOMB,
  ARCHIVE_ENTRY_TOO_LARGE,
  ARCHIVE_NESTED_TOO_DEEP,
  ARCHIVE_NO_RECIPES,
  ARCHIVE_TOO_MANY_RECIPES,
  ARCHIVE_UNKNOWN_FORMAT,
  ENTRY_BROKEN_JSON,
  ENTRY_NO_INGREDIENTS,
  ENTRY_NO_STEPS,
  ENTRY_NO_TITLE,
  ENTRY_NOT_A_RECIPE,
  MAX_ARCHIVE_RECIPES,
  MAX_COMPRESSION_RATIO,
  MAX_ENTRY_BYTES,
  ARCHIVE_BROKEN_JSON,
} from '@kochclip/core';
import { sniffImageKind } from '../../files/sniff';
import { isObject, type TJsonObject } from '../html-recipe/json-ld';
import { ingredientsOf, pageDraft } from '../html-recipe/page-draft';
import {
  isMealieRecipe,
  isTandoorRecipe,
  mealieRecipe,
  paprikaRecipe,
  schemaRecipe,
  schemaRecipeNodes,
  tandoorRecipe,
  type TAppRecipe,
} from './app-recipes';
import { looksLikeJson, parseArchiveJson } from './safe-json';
import { isZip, newZipBudget, openZip, type TZip, type TZipBudget, type TZipFile } from './zip-reader';

/** One recipe of an archive, read and normalised in a media child: a draft, or the German reason there is none. */
export interface TArchiveEntry {
  position: number;
  title: string;
  draft: TRecipeDraft | null;
  reason: string | null;
  sourceUrl: string | null;
  author: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  image: Uint8Array | null;
}

export interface TArchiveRead {
  format: TArchiveFormat;
  total: number;
  entries: TArchiveEntry[];
}

/** Where one recipe sits: a file of the zip (and the index of the recipe inside a JSON file that holds several). */
interface TSource {
  file: TZipFile | null;
  index: number;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;
const isGzip = (data: Uint8Array) => data[0] === 0x1f && data[1] === 0x8b;

function gunzip(data: Buffer): Buffer {
  let out: Buffer;
  try {
    out = gunzipSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && /maxOutputLength|buffer/i.test(error.message))) {
      throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_ENTRY_TOO_LARGE);
    }
    throw new AppError('BAD_REQUEST', ENTRY_NOT_A_RECIPE);
  }
  if (out.length > 1024 * 1024 && out.length > MAX_COMPRESSION_RATIO * data.length)
    throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_BOMB);
  return out;
}

function entryJson(data: Buffer): unknown {
  try {
    return parseArchiveJson(data);
  } catch (error) {
    if (error instanceof AppError && error.message === ARCHIVE_BROKEN_JSON) throw new AppError('BAD_REQUEST', ENTRY_BROKEN_JSON);
    throw error;
  }
}

/** The draft of an app's recipe, or the first thing it lacks, said in German. */
function draftOf(recipe: TAppRecipe | null): { draft: TRecipeDraft | null; reason: string | null } {
  if (!recipe) return { draft: null, reason: ENTRY_NO_TITLE };
  const { page } = recipe;
  const ingredients = page.ingredients ?? ingredientsOf(page.ingredientLines);
  if (ingredients.length === 0) return { draft: null, reason: ENTRY_NO_INGREDIENTS };
  if (page.steps.length === 0) return { draft: null, reason: ENTRY_NO_STEPS };
  const read = pageDraft({ ...page, ingredients });
  return read ? { draft: read.draft, reason: null } : { draft: null, reason: ENTRY_NOT_A_RECIPE };
}

function decodeBase64Image(value: unknown): Uint8Array | null {
  if (typeof value !== 'string' || value.length < 16) return null;
  const data = Buffer.from(value, 'base64');
  return sniffImageKind(data) ? data : null;
}

/** The zip's pictures by folder and its JSON files per folder, worked out once per zip rather than once per recipe. */
interface TPictureIndex {
  pictures: Map<string, TZipFile[]>;
  jsonFiles: Map<string, number>;
}

const pictureIndexes = new WeakMap<TZipFile[], TPictureIndex>();

function pictureIndex(files: TZipFile[]): TPictureIndex {
  const known = pictureIndexes.get(files);
  if (known) return known;
  const index: TPictureIndex = { pictures: new Map(), jsonFiles: new Map() };
  for (const file of files) {
    const dir = path.dirname(file.name);
    if (IMAGE_NAME.test(file.name)) {
      const list = index.pictures.get(dir);
      if (list) list.push(file);
      else index.pictures.set(dir, [file]);
    } else if (file.name.endsWith('.json')) index.jsonFiles.set(dir, (index.jsonFiles.get(dir) ?? 0) + 1);
  }
  pictureIndexes.set(files, index);
  return index;
}

/** The picture beside a recipe file: Nextcloud's full.jpg, Mealie's images/original.*, else any picture in its folder. */
function pictureBeside(files: TZipFile[], jsonName: string): TZipFile | null {
  const dir = path.dirname(jsonName);
  const { pictures, jsonFiles } = pictureIndex(files);
  const here = pictures.get(dir) ?? [];
  const inImages = pictures.get(path.join(dir, 'images')) ?? [];
  const named = (list: TZipFile[], pattern: RegExp) => list.find((f) => pattern.test(path.basename(f.name)));
  const found = named(here, /^full\./i) ?? named(inImages, /^original\./i);
  if (found) return found;
  // A zip with all recipes in one folder (Mealie's single-recipe export) has one picture folder: only then its
  // first picture is this recipe's.
  if (jsonFiles.get(dir) !== 1) return null;
  return inImages[0] ?? here.find((f) => !/^thumb/i.test(path.basename(f.name))) ?? null;
}

interface TOpened {
  format: TArchiveFormat;
  sources: TSource[];
  zip: TZip | null;
  /** Top-level JSON file: its recipe nodes. */
  nodes: TJsonObject[];
  budget: TZipBudget;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function jsonFormat(json: unknown): { format: TArchiveFormat; nodes: TJsonObject[] } | null {
  const nodes = schemaRecipeNodes(json);
  if (nodes.length > 0) {
    const sage = nodes.some((node) => 'isBasedOn' in node || 'creditText' in node);
    return { format: sage ? 'recipesage' : 'schema-org', nodes };
  }
  const mealie = (Array.isArray(json) ? json : [json]).filter(isMealieRecipe);
  return mealie.length > 0 ? { format: 'mealie', nodes: mealie } : null;
}

/** The zip's format, from the content of its first recipe-like file (gzip, inner zip or JSON). */
async function zipFormat(zip: TZip, budget: TZipBudget): Promise<TArchiveFormat> {
  for (const file of zip.files) {
    if (IMAGE_NAME.test(file.name)) continue;
    const data = await zip.read(file);
    if (isGzip(data)) return 'paprika';
    if (isZip(data)) {
      const inner = await openZip({ data }, budget);
      const recipe = inner.files.find((f) => path.basename(f.name) === 'recipe.json');
      const json = recipe ? entryJson(await inner.read(recipe)) : null;
      inner.close();
      if (isTandoorRecipe(json)) return 'tandoor';
      continue;
    }
    if (!looksLikeJson(data)) continue;
    let json: unknown;
    try {
      json = parseArchiveJson(data);
    } catch {
      continue;
    }
    if (isMealieRecipe(json)) return 'mealie';
    if (schemaRecipeNodes(json).length > 0) {
      const single = isObject(json) && path.basename(file.name) === 'recipe.json' && file.name.includes('/');
      return single ? 'nextcloud' : 'schema-org';
    }
  }
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', ARCHIVE_UNKNOWN_FORMAT);
}

/** Tandoor's inner zips: one level only; a zip inside one is refused. */
async function checkInnerZip(zip: TZip, file: TZipFile, budget: TZipBudget): Promise<void> {
  const data = await zip.read(file);
  if (!isZip(data)) return;
  const inner = await openZip({ data }, budget);
  try {
    for (const innerFile of inner.files) {
      if (/\.zip$/i.test(innerFile.name) || isZip(await inner.read(innerFile)))
        throw new AppError('BAD_REQUEST', ARCHIVE_NESTED_TOO_DEEP);
    }
  } finally {
    inner.close();
  }
}

async function openArchive(file: string): Promise<TOpened> {
  const budget = newZipBudget();
  const head = await headOf(file);
  if (!isZip(head)) {
    if (!looksLikeJson(head)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ARCHIVE_UNKNOWN_FORMAT);
    if ((await stat(file)).size > MAX_ENTRY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_ENTRY_TOO_LARGE);
    const found = jsonFormat(parseArchiveJson(await readFile(file)));
    if (!found) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ARCHIVE_UNKNOWN_FORMAT);
    return { ...found, sources: found.nodes.map((_, index) => ({ file: null, index })), zip: null, budget };
  }
  const zip = await openZip({ path: file }, budget);
  try {
    const format = await zipFormat(zip, budget);
    const recipeFiles = zip.files.filter((f) => !IMAGE_NAME.test(f.name));
    let sources: TSource[];
    if (format === 'paprika') sources = recipeFiles.map((f) => ({ file: f, index: 0 }));
    else if (format === 'tandoor') {
      for (const f of recipeFiles) await checkInnerZip(zip, f, budget);
      sources = recipeFiles.map((f) => ({ file: f, index: 0 }));
    } else {
      const jsonFiles = recipeFiles.filter((f) => /\.json$/i.test(f.name));
      if (format === 'schema-org') {
        sources = [];
        for (const f of jsonFiles) {
          let count = 1;
          try {
            count = Math.max(1, schemaRecipeNodes(parseArchiveJson(await zip.read(f))).length);
          } catch {
            // A broken file is one failed recipe in the report.
          }
          for (let index = 0; index < count; index += 1) sources.push({ file: f, index });
          if (sources.length > MAX_ARCHIVE_RECIPES) break;
        }
      } else sources = jsonFiles.map((f) => ({ file: f, index: 0 }));
    }
    return { format, sources, zip, nodes: [], budget };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function readSource(opened: TOpened, source: TSource): Promise<{ recipe: TAppRecipe | null; image: Uint8Array | null }> {
  const { zip, format } = opened;
  if (!source.file || !zip) {
    const node = opened.nodes[source.index];
    if (!node) return { recipe: null, image: null };
    return { recipe: format === 'mealie' ? mealieRecipe(node) : schemaRecipe(node), image: null };
  }
  const data = await zip.read(source.file);
  if (format === 'paprika') {
    const json = entryJson(isGzip(data) ? gunzip(data) : data);
    if (!isObject(json)) return { recipe: null, image: null };
    return { recipe: paprikaRecipe(json), image: decodeBase64Image(json.photo_data) };
  }
  if (format === 'tandoor') {
    if (!isZip(data)) return { recipe: null, image: null };
    const inner = await openZip({ data }, newZipBudget());
    try {
      const recipeFile = inner.files.find((f) => path.basename(f.name) === 'recipe.json');
      const json = recipeFile ? entryJson(await inner.read(recipeFile)) : null;
      const picture = inner.files.find((f) => /^image\./i.test(path.basename(f.name)));
      return {
        recipe: isTandoorRecipe(json) ? tandoorRecipe(json) : null,
        image: picture ? await inner.read(picture) : null,
      };
    } finally {
      inner.close();
    }
  }
  const json = entryJson(data);
  const picture = pictureBeside(zip.files, source.file.name);
  const image = picture ? await zip.read(picture) : null;
  if (format === 'mealie') return { recipe: isMealieRecipe(json) ? mealieRecipe(json) : null, image };
  const nodes = schemaRecipeNodes(isObject(json) && !('@type' in json) ? { ...json, '@type': 'Recipe' } : json);
  const node = nodes[source.index];
  return { recipe: node ? schemaRecipe(node) : null, image: format === 'nextcloud' ? image : null };
}

/**
 * The archive a job is reading, kept open in this child between its batches: each batch used to open it again
 * (its central directory of up to 25,000 files, the format check, the list of recipes), so the opening cost grew
 * with the archive's size on every batch. The file is known by its inode, size and change time, so another file
 * at the same path is opened afresh; it is closed when the child has not read it for KEEP_OPEN_MS, when another
 * archive is read, or when reading it fails as a whole.
 */
let kept: { identity: string; opened: TOpened; timer?: NodeJS.Timeout } | null = null;
const KEEP_OPEN_MS = 30_000;

function forgetKept(): void {
  if (!kept) return;
  clearTimeout(kept.timer);
  kept.opened.zip?.close();
  kept = null;
}

/** The archive at `file`, open from an earlier batch or opened now; not closed while a batch reads it. */
async function keptOpen(file: string): Promise<TOpened> {
  const about = await stat(file);
  const identity = `${file}\n${about.dev}:${about.ino}:${about.size}:${about.ctimeMs}`;
  if (kept?.identity !== identity) {
    forgetKept();
    kept = { identity, opened: await openArchive(file) };
  }
  clearTimeout(kept.timer);
  return kept.opened;
}

/** After a batch: the archive stays open for the next one, or is closed when reading it failed as a whole. */
function releaseKept(readWhole: boolean): void {
  if (!kept) return;
  if (!readWhole) {
    forgetKept();
    return;
  }
  kept.timer = setTimeout(forgetKept, KEEP_OPEN_MS);
  kept.timer.unref();
}

const fallbackTitle = (source: TSource) =>
  source.file ? path.basename(path.dirname(source.file.name)) || path.basename(source.file.name) : `Rezept ${source.index + 1}`;

/**
 * Reads an archive (a file on disk) in a media child: checks it, tells its format by content, and returns the
 * normalised recipes at positions [from, from + count). count 0 only checks and counts (the upload's answer);
 * the job asks for one batch at a time, so the archive is never unpacked into memory at once (it stays open in the
 * child between batches, keptOpen). Refusals of the whole archive are German AppErrors (4xx); a recipe that cannot
 * be read is an entry with its reason.
 */
export async function readArchive(file: string, from: number, count: number): Promise<TArchiveRead> {
  const opened = count === 0 ? await openArchive(file) : await keptOpen(file);
  let whole = false;
  try {
    const total = opened.sources.length;
    if (total === 0) throw new AppError('BAD_REQUEST', ARCHIVE_NO_RECIPES);
    if (total > MAX_ARCHIVE_RECIPES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_TOO_MANY_RECIPES);
    const entries: TArchiveEntry[] = [];
    for (let position = from; position < Math.min(total, from + count); position += 1) {
      const source = opened.sources[position];
      if (!source) break;
      const base = { position, sourceUrl: null, author: null, prepMinutes: null, cookMinutes: null, image: null };
      try {
        const { recipe, image } = await readSource(opened, source);
        const { draft, reason } = draftOf(recipe);
        entries.push({
          ...base,
          title: (draft?.title ?? recipe?.page.title ?? fallbackTitle(source)).slice(0, 200),
          draft,
          reason,
          sourceUrl: recipe?.sourceUrl?.slice(0, 2048) ?? null,
          author: recipe?.page.author?.slice(0, 200) ?? null,
          prepMinutes: recipe?.prepMinutes ?? null,
          cookMinutes: recipe?.cookMinutes ?? null,
          image: draft ? image : null,
        });
      } catch (error) {
        entries.push({
          ...base,
          title: fallbackTitle(source).slice(0, 200),
          draft: null,
          reason: error instanceof AppError ? error.message : ENTRY_NOT_A_RECIPE,
        });
      }
    }
    whole = true;
    return { format: opened.format, total, entries };
  } finally {
    if (count === 0) opened.zip?.close();
    else releaseKept(whole);
  }
}
