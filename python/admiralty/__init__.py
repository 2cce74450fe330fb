"""The Admiralty league for offline learning: the league's game as environments, histories as DataFrames, bots.

Import what you need: ``admiralty.env`` (Gymnasium and PettingZoo environments, which drive the league's engine
through ``play --env``), ``admiralty.history`` (downloads and pandas DataFrames) and ``admiralty.bot`` (a policy
as a league bot of the ``native`` dialect). ``admiralty.bot`` and what it uses need only numpy, so that an
uploaded bot runs on the league's Python.
"""

__version__ = "0.1.0"
