/**
 * Each process's cache of account memories. Before every use it reads the account's version from the
 * store (one indexed row) and rebuilds the memory when it moved: a correction made through any API
 * process is in force on every API and worker process at the next request, with no message to lose.
 */
import { AccountMemory } from '../memory';
import type { LearningStore } from './types';

export class MemoryCache {
  private readonly memories = new Map<string, AccountMemory>();

  constructor(
    private readonly store: LearningStore,
    /** Accounts kept at most (least recently used go first). */
    private readonly maxAccounts = 200,
  ) {}

  async memoryFor(account: string): Promise<AccountMemory> {
    const version = await this.store.version(account);
    const cached = this.memories.get(account);
    if (cached && cached.version === version) {
      this.memories.delete(account);
      this.memories.set(account, cached);
      return cached;
    }
    const memory = version === '0' ? new AccountMemory([], version) : new AccountMemory(await this.store.lessons(account), version);
    this.memories.delete(account);
    this.memories.set(account, memory);
    while (this.memories.size > this.maxAccounts) this.memories.delete(this.memories.keys().next().value!);
    return memory;
  }
}
