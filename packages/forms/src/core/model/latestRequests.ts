/**
 * Spec §4: of several reloads for the same source, only the latest answer applies. Each request
 * gets a new id; an answer whose id is no longer the latest for its key is stale.
 */
export class LatestRequests {
  private counter = 0;
  private readonly latest = new Map<string, string>();

  begin(key: string): string {
    const id = String((this.counter += 1));
    this.latest.set(key, id);
    return id;
  }

  isLatest(key: string, id: string): boolean {
    return this.latest.get(key) === id;
  }
}
