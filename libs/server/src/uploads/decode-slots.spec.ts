import { Slots } from './decode-slots.js';

/** A task that runs until `finish` is called, recording how many ran at once. */
function gatedTasks(count: number) {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const started: number[] = [];
  const tasks = Array.from({ length: count }, (_, index) => async () => {
    running += 1;
    most = Math.max(most, running);
    started.push(index);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running -= 1;
    return index;
  });
  return { tasks, finishers, started, most: () => most };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('runs at most its size at once; the rest wait in order and all finish', async () => {
    const slots = new Slots(2);
    const { tasks, finishers, started, most } = gatedTasks(12);
    const results = Promise.all(tasks.map((task) => slots.run(task)));
    await settle();
    expect(started).toEqual([0, 1]);
    while (started.length < 12 || finishers.length > 0) {
      finishers.shift()?.();
      await settle();
    }
    expect(await results).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(most()).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
  });
});
