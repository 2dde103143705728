print("pickup")
