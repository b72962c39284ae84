/** Goes to a page of another origin (an app's redirect URI): beyond the router's reach. */
export const leaveFor = (url: string) => window.location.assign(url);
