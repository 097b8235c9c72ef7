import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';

export type TExportFormat = 'jsonld' | 'markdown';

interface TExportFile {
  format: TExportFormat;
  filename: string;
  mediaType: string;
  content: unknown;
}

/** Saves an export answer as a file: JSON-LD pretty-printed, Markdown as it is. */
function saveFile(file: TExportFile): void {
  const text = typeof file.content === 'string' ? file.content : `${JSON.stringify(file.content, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: `${file.mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads of a recipe's or a cookbook's export (GET …/export?format=…), with the spec's toast style. */
export function useExportDownload() {
  const client = useTRPCClient();
  const run = async (load: () => Promise<TExportFile>) => {
    try {
      const file = await load();
      saveFile(file);
      toast({ title: 'Export erstellt', description: file.filename });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export fehlgeschlagen',
        description: errorMessage(error, 'Der Export konnte nicht erstellt werden.'),
      });
    }
  };
  return {
    recipe: (id: number, format: TExportFormat) => run(() => client.recipes.exportRecipe.query({ id, format })),
    cookbook: (id: number, format: TExportFormat) => run(() => client.recipes.exportCookbook.query({ id, format })),
  };
}
