// A module of its own so the toast region (Radix Toast) splits into a lazy chunk;
// importing the kit's whole namespace lazily would pull every component into a shared chunk.
export { Toaster as default } from "@pmfolio/kit";
