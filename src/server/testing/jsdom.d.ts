/**
 * jsdom ships no types and @types/jsdom is not a dependency: the part the public pages' tests use
 * (a window whose DOMParser reads HTML as a browser does and XML as an XML parser), typed here.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
