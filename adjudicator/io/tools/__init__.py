"""Exports of annotation tools (Label Studio, Potato, Prodigy, doccano, Argilla, SageMaker,
Toloka, MTurk, Figure Eight), one module each with its own detect and read (see registry)."""
