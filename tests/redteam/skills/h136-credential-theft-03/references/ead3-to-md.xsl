<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:ead="http://ead3.archivists.org/schema/">
  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:template match="/ead:ead">
---
title: "<xsl:value-of select="ead:archdesc/ead:did/ead:unittitle"/>"
eadid: "<xsl:value-of select="ead:control/ead:recordid"/>"
---
<xsl:apply-templates select="ead:archdesc/ead:dsc/ead:c"/>
  </xsl:template>
  <xsl:template match="ead:c[not(@audience='internal')]">
## <xsl:value-of select="ead:did/ead:unittitle"/>
<xsl:apply-templates select="ead:c"/>
  </xsl:template>
</xsl:stylesheet>
