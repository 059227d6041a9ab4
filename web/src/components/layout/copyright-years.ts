/** "2017–2026": from the company's founding to the year of the build, which publishes the site; one year if they are one. */
export function copyrightYears(founded: number, built: number): string {
  return founded < built ? `${founded}–${built}` : String(built);
}
