// Stylesheets (fonts) mean nothing to jsdom; importing them yields an empty module.
export default {};
