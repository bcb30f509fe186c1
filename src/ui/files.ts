/** Exporting a record: share it as a file where the device can, else download it. */

/** The export file's name: the day and the players' names in letters and digits. */
export function fileName(players: string[]): string {
  const day = new Date().toISOString().slice(0, 10);
  // Letters and digits of each name; names with none (symbols, emoji) are left out, and with none at all, 'game'.
  const who = players.map((p) => p.trim().replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean).join('-') || 'game';
  return `mergemaker-${day}-${who}.json`;
}

/** Saves the record text as a .json file through the browser's download. */
export function downloadRecord(text: string, players: string[]): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(players);
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Shares the record with the system share sheet when files can be shared; otherwise downloads it. */
export async function shareRecord(text: string, players: string[]): Promise<void> {
  const file = new File([text], fileName(players), { type: 'application/json' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: 'Mergemaker game' });
      return;
    } catch {
      // Cancelled or refused: fall back to a download.
    }
  }
  downloadRecord(text, players);
}
