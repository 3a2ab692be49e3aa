exports.MarketingPixels = function MarketingPixels() { return null; };
