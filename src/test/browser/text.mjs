// Text as a reader sees it: the templates break their lines wherever HTML has a space, so a journey reading an
// element's textContent takes each run of white space as one space.
export const words = text => (text ?? '').replace(/\s+/g, ' ').trim();
