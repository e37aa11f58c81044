// Stands in for the "server-only" package in jest, where no bundler applies its conditions.
module.exports = {};
