// Image imports with the `?responsive` preset (see widths.ts and vite.config.ts).
declare module '*?responsive' {
  const picture: import('./picture').Picture;
  export default picture;
}
declare module '*?responsive=small' {
  const picture: import('./picture').Picture;
  export default picture;
}
