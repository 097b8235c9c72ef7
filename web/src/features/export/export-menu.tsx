import { buttonClasses } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuButton, DropdownMenuLink } from '../../components/ui/dropdown-menu';
import { ChevronDownIcon } from '../../components/ui/icons';
import { DownloadIcon, PrinterIcon } from '../shared/extra-icons';
import { useExportDownload } from './use-export-download';

interface TExportMenuProps {
  kind: 'recipe' | 'cookbook';
  id: number;
  /** The print view of the same thing. */
  printPath: string;
}

/** 'Exportieren': download as schema.org JSON-LD or Markdown, or open the print view. */
export function ExportMenu({ kind, id, printPath }: TExportMenuProps) {
  const download = useExportDownload();
  const save = (format: 'jsonld' | 'markdown') => void download[kind](id, format);
  return (
    <DropdownMenu
      className="print:hidden"
      trigger={
        <button type="button" className={buttonClasses('outline', 'md')}>
          <DownloadIcon className="size-4" />
          Exportieren
          <ChevronDownIcon className="size-4" />
        </button>
      }
    >
      <DropdownMenuButton icon={DownloadIcon} onSelect={() => save('jsonld')}>
        Als JSON-LD (schema.org)
      </DropdownMenuButton>
      <DropdownMenuButton icon={DownloadIcon} onSelect={() => save('markdown')}>
        Als Markdown
      </DropdownMenuButton>
      <DropdownMenuLink to={printPath} icon={PrinterIcon}>
        Druckansicht
      </DropdownMenuLink>
    </DropdownMenu>
  );
}
