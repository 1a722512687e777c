import { saveFile } from '../../lib/save-file';

/** Hands the browser a CSV file to save, as if downloaded. */
export const saveCsvFile = (fileName: string, text: string): void =>
  saveFile(fileName, text, 'text/csv;charset=utf-8');
