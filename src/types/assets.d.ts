// Webpack turns an imported font file into the URL it is served at.
declare module '*.woff2' {
  const url: string;
  export default url;
}
