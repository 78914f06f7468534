// The menu trees are data the console reads too, so they live outside server/ (menus/catalogue.ts);
// the server's modules keep importing them from here.
export * from '../../../menus/catalogue';
