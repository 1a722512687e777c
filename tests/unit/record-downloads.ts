/**
 * jsdom has no object URLs and saves no files: before each test this records instead the files
 * a page would have saved (`saved`) and the names it would have saved them as (`clickedDownloads`).
 * The arrays are emptied before each test; the test's own `jest.restoreAllMocks()` undoes the spy.
 */
export function recordDownloads(): { saved: Blob[]; clickedDownloads: string[] } {
  const saved: Blob[] = [];
  const clickedDownloads: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    clickedDownloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:saved';
    };
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clickedDownloads.push(this.download);
    });
  });
  return { saved, clickedDownloads };
}
