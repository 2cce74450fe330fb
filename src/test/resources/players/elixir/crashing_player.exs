# Sweeps the board in reading order, but raises on its third shot the first time it ever plays (a marker in its
# data folder remembers), so one game is forfeited and the next ones are played.
defmodule CrashingPlayer do
  use GenServer

  def init([]), do: {:ok, 0}

  def handle_call(:name, _from, shots), do: {:reply, "crashes once", shots}

  def handle_call(:new_game, _from, _shots) do
    {:reply, [{0, 0, 5, :across}, {0, 1, 4, :across}, {0, 2, 3, :across}, {0, 3, 3, :across}, {0, 4, 2, :across}], 0}
  end

  def handle_call({:take_turn, _board, _ships_remaining}, _from, shots) do
    if shots == 2 and first_time?(), do: blow_up()
    {:reply, {rem(shots, 10), div(shots, 10)}, shots + 1}
  end

  defp first_time? do
    marker = Path.join(System.fetch_env!("ADMIRALTY_DATA_DIR"), "crashed")
    not File.exists?(marker) and File.write!(marker, "once") == :ok
  end

  defp blow_up, do: raise(ArgumentError, "raised on purpose in the first game")
end
