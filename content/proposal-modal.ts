// What the proposal modal's dialog says before its form's code has arrived: part of every page's
// code, so nothing else belongs here.

/** While the form's code arrives after a tap on an opener, the dialog says so under its heading. */
export const proposalFormLoading = 'Loading the form…';
