defmodule CornerPlayer do
  @moduledoc """
  The crude kind of player every contest had: its ships lie side by side in the top-left corner, and it fires
  anywhere at random, often where it has fired before. Started as the original runner started players, with
  `GenServer.start_link(CornerPlayer, [])`.

      java -jar target/quarkus-app/quarkus-run.jar play --games 10 elixir-player:examples/elixir/corner_player.exs builtin:random
  """
  use GenServer

  @impl true
  def init([]), do: {:ok, nil}

  @impl true
  def handle_call(:name, _from, state), do: {:reply, "Elixir corner", state}

  def handle_call(:new_game, _from, state) do
    rules = (Code.ensure_loaded?(Admiralty) && Admiralty.ruleset()) || %{width: 10, fleet: [5, 4, 3, 3, 2]}

    {ships, _} =
      Enum.map_reduce(Enum.sort(rules.fleet, :desc), {0, 0}, fn length, {x, y} ->
        {x, y} = if x + length > rules.width, do: {0, y + 1}, else: {x, y}
        {{x, y, length, :across}, {x + length, y}}
      end)

    {:reply, ships, state}
  end

  def handle_call({:take_turn, tracking_board, _ships_remaining}, _from, state) do
    {:reply, {:rand.uniform(length(hd(tracking_board))) - 1, :rand.uniform(length(tracking_board)) - 1}, state}
  end
end
