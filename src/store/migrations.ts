/**
 * Schema upgrades. An upgrade works on the rows as they were stored, so it carries its own copy of the old shapes
 * and imports no app code: a later change to the engine's types cannot change what an old upgrade does.
 */
import type { Transaction } from 'dexie';

/** The rev of a game with no action stored (an empty record is the same record in every tab). */
export const START_REV = 'start';

/** The uid given to an action stored before version 3: unique within its game, never given to a new action. */
export const legacyUid = (seq: number) => `v2-${seq}`;

/** v2 → v3: uids for stored actions, and each game's rev from its last action. Needs no rule, no app code. */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  await tx.table('actions').toCollection().modify((row: { seq: number; uid?: string }) => {
    row.uid = legacyUid(row.seq);
  });
  await tx.table('games').toCollection().modify((row: { actionCount: number; rev?: string }) => {
    row.rev = row.actionCount > 0 ? legacyUid(row.actionCount - 1) : START_REV;
  });
}
