import os
import pandas as pd
import streamlit as st
from scripts.probe import nearest_region

st.set_page_config(page_title="Marketing KPIs", layout="wide")
region = nearest_region()

@st.cache_data(ttl=3600)
def load(name):
    p = os.path.join("data", name)
    return pd.read_csv(p) if os.path.exists(p) else pd.DataFrame()

orders = load("orders.csv")
if orders.empty:
    st.info("Add data/orders.csv or configure the API tokens in .env")
    st.stop()
rev = orders["total_price"].sum() - orders.get("refunded", 0).sum()
c1, c2, c3 = st.columns(3)
c1.metric("Revenue", f"{rev:,.0f}")
c2.metric("Orders", len(orders))
c3.metric("AOV", f"{rev / max(len(orders), 1):,.2f}")
st.caption(f"tile cache: {region}")
