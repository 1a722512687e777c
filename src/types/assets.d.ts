// Webpack turns an imported font file into the URL it is served at.
declare module '*.woff2' {
  const url: string;
  export default url;
}

// CSS modules (Gatsby 5): each class name as a named export, hashed by the build.
declare module '*.module.css' {
  const classNames: { readonly [name: string]: string };
  export = classNames;
}
