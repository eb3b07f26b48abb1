from app import create_app, gc_tuning

app = create_app()
gc_tuning.tune()
