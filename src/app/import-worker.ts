/** The Web Worker that checks a record file for import (record-import.ts), so the page stays responsive. */
import { checkRecordBytes, type CheckMessage } from './record-import.ts';

const post = (message: CheckMessage) => (self as unknown as Worker).postMessage(message);

self.onmessage = (e: MessageEvent<ArrayBuffer>) => {
  let result;
  try {
    result = checkRecordBytes(new Uint8Array(e.data), (progress) => post({ progress }));
  } catch (error) {
    // The checks never throw by design; running out of memory on a huge file still can.
    result = { ok: false as const, reason: `The file could not be checked (${(error as Error)?.message ?? error}).` };
  }
  post({ done: result });
};
