import { afterEach, describe, expect, it, vi } from 'vitest';

const active = new Set<string>();
let next = 0;
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(() => undefined, {
    error: vi.fn(() => {
      const id = `toast-${++next}`;
      active.add(id);
      return id;
    }),
    success: vi.fn(() => `toast-${++next}`),
    info: vi.fn(() => `toast-${++next}`),
    isActive: (id: string) => active.has(id),
    dismiss: vi.fn((id: string) => active.delete(id)),
  }),
}));

const { toast } = await import('react-toastify/unstyled');
const { errorBurstMs, notify } = await import('./notify');

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('notify.error', () => {
  it('shows one toast for the same failure met several times at once', async () => {
    vi.useFakeTimers();
    notify.error('Network Error');
    notify.error('Network Error');
    vi.advanceTimersByTime(errorBurstMs - 1);
    notify.error('Network Error');
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('shows the same failure again when it comes back later, replacing the old toast', async () => {
    vi.useFakeTimers();
    notify.error('please fill all the fields');
    await vi.dynamicImportSettled();
    const first = vi.mocked(toast.error).mock.results[0]!.value as string;
    vi.advanceTimersByTime(errorBurstMs);
    notify.error('please fill all the fields');
    await vi.dynamicImportSettled();
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.dismiss).toHaveBeenCalledWith(first);
  });
});

describe('notify.clearErrors', () => {
  it('closes the failures on screen', async () => {
    notify.error('The credentials you entered are invalid.');
    await vi.dynamicImportSettled();
    const id = vi.mocked(toast.error).mock.results[0]!.value as string;
    notify.clearErrors();
    await vi.dynamicImportSettled();
    expect(toast.dismiss).toHaveBeenCalledWith(id);
    expect(toast.isActive(id)).toBe(false);
  });
});
