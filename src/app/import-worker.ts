/** The Web Worker that checks a record file for import (record-import.ts), so the page stays responsive. */
import { checkRecordBytes, SLICE, type CheckedFile, type CheckMessage } from './record-import.ts';

const post = (message: CheckMessage) => (self as unknown as Worker).postMessage(message);

self.onmessage = async (e: MessageEvent<ArrayBuffer>) => {
  let result: CheckedFile;
  try {
    result = checkRecordBytes(new Uint8Array(e.data), (progress) => post({ progress }));
  } catch (error) {
    // The checks never throw by design; running out of memory on a huge file still can.
    result = { ok: false as const, reason: `The file could not be checked (${(error as Error)?.message ?? error}).` };
  }
  if (result.ok) {
    const { actions } = result.record;
    for (let from = 0; from < actions.length; from += SLICE) {
      post({ actions: actions.slice(from, from + SLICE) });
      // A breath between slices, so the page unpacks each one between its own frames, not all at once.
      await new Promise((resolve) => setTimeout(resolve, 8));
    }
    result = { ok: true, record: { ...result.record, actions: [] } };
  }
  post({ done: result });
};
