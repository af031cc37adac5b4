import { AsyncResource } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { Db } from './transactions.ts';

/**
 * Group commit on SQLite (docs/decisions/034-group-commit.md). With `synchronous=FULL` every
 * COMMIT waits for an fsync of the WAL; one fsync for several transactions keeps the
 * throughput. Transactions that arrive while one runs queue; a leader runs the queued ones one
 * after another inside ONE `BEGIN IMMEDIATE`, each after the first in a savepoint of its own,
 * then COMMITs once:
 * - a member that throws is rolled back to its savepoint: only its work is undone, only its
 *   caller gets the error;
 * - every caller is answered after the COMMIT, never before (an answer must not precede
 *   durability); a failed COMMIT fails every member;
 * - members run in arrival order, each seeing the earlier ones' writes: serial, as before.
 */

/** One caller's transaction: its work, bound to the caller's async context, and its answer. */
interface Member {
  run: (conn: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { member: Member; ok: true; value: unknown } | { member: Member; ok: false; error: unknown };

export interface GroupLimits {
  /** Members in one transaction at most; 1 turns grouping off (one COMMIT each, as before). */
  maxMembers: number;
  /**
   * No member joins once the group's transaction has been open this long, or as long as a
   * COMMIT has lately taken if that is longer (up to COMMIT_SHARE_CAP_MS): every other query
   * in the process waits for the write lock meanwhile. Following the COMMIT's time keeps the
   * fsync at most about half of a group's time when the disk is slow (a busy machine).
   */
  maxOpenMs: number;
}

/** 64 members or 4 ms: enough to share one fsync widely, short enough to keep reads waiting little. */
export const DEFAULT_GROUP_LIMITS: GroupLimits = { maxMembers: 64, maxOpenMs: 4 };

/** However slow the disk, a group stays open at most this long past its floor (a disk stall). */
const COMMIT_SHARE_CAP_MS = 50;

/** What the groups did so far: commits, members, the largest group (for the bench and the tests). */
export interface GroupStats {
  groups: number;
  members: number;
  largest: number;
}

const BEGIN = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');
// A name of its own: a member's work may use savepoints too (use-cases/order-job.ts).
const SAVEPOINT = CompiledQuery.raw('savepoint group_member');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint group_member');
const RELEASE = CompiledQuery.raw('release savepoint group_member');

export class GroupCommit {
  readonly stats: GroupStats = { groups: 0, members: 0, largest: 0 };
  private readonly queue: Member[] = [];
  private leading = false;
  /** How long a COMMIT took lately (a moving average), in ms. */
  private commitMs = 0;
  /** The leader's loop runs in a context of its own, not in the first caller's. */
  private readonly scope = new AsyncResource('GroupCommit');

  constructor(
    private readonly db: Db,
    private readonly limits: GroupLimits,
    /** better-sqlite3's `inTransaction`: false once SQLite itself rolled the transaction back. */
    private readonly sqliteInTransaction: () => boolean,
  ) {}

  /** Runs `run` as a member of a group; settles once its group has committed or failed. */
  submit<T>(run: (conn: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: AsyncResource.bind(run), resolve: resolve as Member['resolve'], reject });
      if (!this.leading) {
        this.leading = true;
        this.scope.runInAsyncScope(() => this.lead());
      }
    });
  }

  private async lead() {
    try {
      while (this.queue.length > 0) {
        // The connection is given back between groups, so reads waiting for it go first.
        const outcomes = await this.db.connection().execute((conn) => this.runGroup(conn));
        for (const outcome of outcomes) {
          if (outcome.ok) outcome.member.resolve(outcome.value);
          else outcome.member.reject(outcome.error);
        }
      }
    } catch (error) {
      // Taking the connection failed (the database closed): nobody waiting may hang.
      for (const member of this.queue.splice(0)) member.reject(error);
    } finally {
      this.leading = false;
    }
  }

  /** One transaction: members while there are some and the limits allow, then one COMMIT. */
  private async runGroup(conn: Kysely<Database>): Promise<Outcome[]> {
    try {
      await conn.executeQuery(BEGIN);
    } catch (error) {
      // As before grouping, each transaction makes its own attempt to begin.
      return [{ member: this.queue.shift()!, ok: false, error }];
    }
    const openedAt = performance.now();
    const openFor = Math.max(this.limits.maxOpenMs, Math.min(this.commitMs, COMMIT_SHARE_CAP_MS));
    const outcomes: Outcome[] = [];
    const room = () =>
      outcomes.length === 0 ||
      (outcomes.length < this.limits.maxMembers && performance.now() - openedAt < openFor);
    let member: Member | undefined;
    try {
      for (;;) {
        while (this.queue.length > 0 && room()) {
          member = this.queue.shift()!;
          const outcome = await this.runMember(conn, member, outcomes.length === 0);
          outcomes.push(outcome);
          member = undefined;
          if (!this.sqliteInTransaction()) return await this.lost(conn, outcomes, outcome);
          // The first member threw: nothing else is in this transaction, roll it back whole.
          if (outcomes.length === 1 && !outcome.ok) return await this.rolledBack(conn, outcomes, undefined);
        }
        if (this.limits.maxMembers === 1 || !room()) break;
        // Let requests that arrived meanwhile (their I/O waits for this turn) join before the
        // COMMIT. setImmediate, not a timer: alone, the transaction commits on the next turn.
        await nextTurn();
        if (this.queue.length === 0) break;
      }
      const committing = performance.now();
      await conn.executeQuery(COMMIT);
      this.commitMs = 0.8 * this.commitMs + 0.2 * (performance.now() - committing);
    } catch (error) {
      // A failed COMMIT (or savepoint statement) fails every member: nothing of theirs was
      // written. The rollback also leaves the connection out of the transaction.
      if (member) outcomes.push({ member, ok: false, error });
      return this.rolledBack(conn, outcomes, error);
    }
    this.stats.groups++;
    this.stats.members += outcomes.length;
    this.stats.largest = Math.max(this.stats.largest, outcomes.length);
    return outcomes;
  }

  /** Runs one member's work; after the first, inside a savepoint that its throw rolls back to. */
  private async runMember(conn: Kysely<Database>, member: Member, first: boolean): Promise<Outcome> {
    // A Kysely of its own per member: afterCommit and dialectOf find a member by it.
    const own = conn.withTables() as unknown as Kysely<Database>;
    if (!first) await conn.executeQuery(SAVEPOINT);
    let outcome: Outcome;
    try {
      outcome = { member, ok: true, value: await member.run(own) };
    } catch (error) {
      outcome = { member, ok: false, error };
    }
    // No transaction left: SQLite rolled it back whole, and runGroup fails the group.
    if (first || !this.sqliteInTransaction()) return outcome;
    if (!outcome.ok) await conn.executeQuery(ROLLBACK_TO);
    await conn.executeQuery(RELEASE);
    return outcome;
  }

  /**
   * Rolls the group back; with `error`, every member that succeeded fails with it (a member
   * that threw keeps its own error). SQLite may have rolled back already: a failing ROLLBACK
   * is not the news.
   */
  private async rolledBack(conn: Kysely<Database>, outcomes: Outcome[], error: unknown) {
    await conn.executeQuery(ROLLBACK).catch(() => {});
    if (error === undefined) return outcomes;
    return outcomes.map((o): Outcome => (o.ok ? { member: o.member, ok: false, error } : o));
  }

  /**
   * SQLite rolled the whole transaction back (an `OR ROLLBACK` conflict, a full disk): the
   * earlier members' writes are gone with it, so they fail too, and so does a member that
   * swallowed the error. None of their callers was answered yet, so no answer was wrong.
   */
  private lost(conn: Kysely<Database>, outcomes: Outcome[], last: Outcome) {
    const cause = last.ok ? undefined : last.error;
    const error = new Error('SQLite rolled back the whole transaction; nothing of it was written', { cause });
    return this.rolledBack(conn, outcomes, error);
  }
}
