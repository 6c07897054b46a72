// Module declarations for the non-code assets webpack bundles in every frontend package.
declare module '*.css';
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
