// A page's first Intl.DateTimeFormat or Intl.NumberFormat makes the browser list the locales it holds
// data for: 40–90 ms of one core, four times that on a phone. The list and the data are shared by the
// page's threads, so this worker builds them on its own, and the page's first date or number is then
// quick (src/utils/warmIntl.ts). `self.name` is the page's language.
try {
  new Intl.DateTimeFormat(self.name, { dateStyle: 'long' }).format(0);
  new Intl.NumberFormat(self.name, { notation: 'compact' }).format(12345);
  new Intl.DisplayNames([self.name], { type: 'region' }).of('CN');
} finally {
  self.close();
}
