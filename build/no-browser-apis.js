// Stands in for a Gatsby plugin whose browser code does nothing in a production build (see gatsby-node.ts).
module.exports = {};
