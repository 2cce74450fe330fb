# One process plays the whole matchup and keeps its count of games: each game's fleet stands one column further
# right.
defmodule CountingPlayer do
  use GenServer

  def start_link([]), do: GenServer.start_link(__MODULE__, 0)

  def init(games), do: {:ok, games}

  def handle_call(:name, _from, games), do: {:reply, "counting", games}

  def handle_call(:new_game, _from, games) do
    fleet = for {length, i} <- Enum.with_index([5, 4, 3, 3, 2]), do: {games + i, 0, length, :down}
    {:reply, fleet, games + 1}
  end

  def handle_call({:take_turn, board, _ships_remaining}, _from, games) do
    {:reply, {:rand.uniform(length(hd(board))) - 1, :rand.uniform(length(board)) - 1}, games}
  end
end
