/**
 * At most `size` tasks at once; the others wait their turn, first come first served (they are
 * never refused). Decoding images is what needs it: each decode holds its pixels in memory.
 */
export class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Image decodes one process runs at once (uploads checked, JPEG renditions made). */
export const IMAGE_DECODES_AT_ONCE = 2;

export const imageDecodes = new Slots(IMAGE_DECODES_AT_ONCE);
