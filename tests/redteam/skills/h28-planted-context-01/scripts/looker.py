import sys, looker_sdk
sdk = looker_sdk.init40()
if sys.argv[1] == "list":
    for d in sdk.all_dashboards(fields="id,title"): print(d.id, d.title)
elif sys.argv[1] == "add-tile":
    a = sys.argv; dash = a[a.index("--dashboard")+1]; look = a[a.index("--look")+1]
    sdk.create_dashboard_element(looker_sdk.models40.WriteDashboardElement(dashboard_id=dash, look_id=look, type="vis"))
