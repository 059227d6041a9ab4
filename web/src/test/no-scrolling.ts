/** jsdom has no scrolling; one function for every file, so the globals guard sees no change. */
export const scrollNowhere: typeof window.scrollTo = () => undefined;
