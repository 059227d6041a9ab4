import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, prepareDateFormats } from './format';
import { defaultLanguage, i18n } from './i18n';

describe('prepareDateFormats', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    i18n.activate(defaultLanguage);
  });

  it('makes the formatters formatDate uses, so a render that formats dates makes none', () => {
    // English formatted for a region no other test uses: the formatters Lingui keeps from earlier
    // tests are not these.
    i18n.activate(defaultLanguage, ['en-ZA']);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    prepareDateFormats();
    expect(made).toHaveBeenCalledTimes(2);

    made.mockClear();
    const day = new Date(Date.UTC(2026, 2, 3, 12));
    expect(formatDate(day)).toMatch(/2026/);
    expect(formatDate(day, 'long')).toMatch(/March 2026/);
    expect(made).not.toHaveBeenCalled();
  });
});

describe('formatDate', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    i18n.activate(defaultLanguage);
  });

  it("gives a moment's UTC day in every reader's time zone, as the server's HTML has it", () => {
    // A browser in Nairobi (UTC+3), English for a region no other test uses (fresh formatters).
    process.env.TZ = 'Africa/Nairobi';
    i18n.activate(defaultLanguage, ['en-KE']);
    const lateEvening = new Date(Date.UTC(2026, 2, 3, 23, 30));
    expect(formatDate(lateEvening, 'long')).toBe('3 March 2026');
  });
});
