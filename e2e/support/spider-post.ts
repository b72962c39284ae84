/** The three-picture post behind a warning that both hosts' picture flows make and read. */
export const spiderPost = {
  warning: 'Spiders, up close',
  descriptions: [
    'A spider in the middle of its web',
    'The web in morning dew',
    'The spider seen from below',
  ],
};
