from .bridge import AgentBridge

def create_instance(c_instance):
    return AgentBridge(c_instance)
