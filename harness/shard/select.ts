import { createHash } from 'node:crypto';

/** One shard of a run: `index` of `total`, 1-based. */
export interface Shard {
  readonly index: number;
  readonly total: number;
}

/** A `--shard` value read: the shard, or why it is not one. */
export type ShardParse = { readonly ok: true; readonly shard: Shard } | { readonly ok: false; readonly value: string };

/** Reads "i/n" with 1 <= i <= n. */
export function parseShard(value: string): ShardParse {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(total) || total < 1 || index < 1 || index > total) return { ok: false, value };
  return { ok: true, shard: { index, total } };
}

/** The shard (1-based, of `total`) a fixture belongs to: the first 8 hex digits of sha256(id), modulo total. */
export function shardOf(id: string, total: number): number {
  const head = createHash('sha256').update(id, 'utf8').digest('hex').slice(0, 8);
  return (Number.parseInt(head, 16) % total) + 1;
}

/** The items of one shard, in their order; the same on every machine, and stable as fixtures are added. */
export function selectShard<T>(items: readonly T[], shard: Shard, idOf: (item: T) => string): T[] {
  return items.filter((item) => shardOf(idOf(item), shard.total) === shard.index);
}

/** The command line of a run without its --shard and --out options, as a run of the whole corpus would have it. */
export function withoutShard(command: string): string {
  return command
    .replace(/\s--(shard|out)(=|\s+)\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
