/**
 * The learned judge of a space the rules leave unseen (spaces.ts): whether it plainly shows the other kind than the
 * ledger says, a tile not entered or an entry gone. The rules ask a space against the ledger to be five times nearer
 * the other kind's look, every quarter bearing it out, no shadow's edge across it; a real difference that misses one
 * of those bars was unseen. Boosted trees over the space's measures (doubtMeasures) weigh them together. They were
 * trained on generated photos of one generator (scripts/board-train.mts): the spaces the rules left unseen, with the
 * ledger made wrong on purpose on spaces in view (the differences) and on hidden ones, and as generated (hands,
 * markers, shadows: not differences). Only ever read against the ledger where the trees are sure (SURE).
 */
import { BASE, TREES, type Tree } from './difference-trees.ts';

/**
 * How sure the trees must be (a probability) to read a space against the ledger. Set on the training photos, five
 * folds by set (`board-train.mts --folds`): at 0.99, 2,393 of the 2,869 differences the rules left unseen read, and 5
 * of the 5,132 spaces not differing (hidden, partly hidden, or as the ledger says), 2 of those to what is truly there.
 */
export const SURE = 0.99;

/** The trees' probability that a space's measures show the other kind than the ledger's (the judge's own trees unless given). */
export function differenceOdds(measures: readonly number[], trees: readonly Tree[] = TREES, base = BASE): number {
  let sum = base;
  for (const tree of trees) sum += leafOf(tree, measures);
  return 1 / (1 + Math.exp(-sum));
}

/** The leaf a space's measures reach in one tree (its share of the odds, before the logistic). */
export function leafOf(tree: Tree, measures: readonly number[]): number {
  let node = tree;
  while (typeof node !== 'number') node = measures[node[0]]! <= node[1] ? node[2] : node[3];
  return node;
}
