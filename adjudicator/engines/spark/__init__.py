"""The Spark engine: counts the agreement and report tables where a cluster holds the data (local,
spark-submit or an active session); only small tables reach the driver."""
