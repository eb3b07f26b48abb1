"""What's new: which changelog entries each account has seen and read (spec 1 §1 and §3)."""
