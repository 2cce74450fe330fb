defmodule HunterPlayer do
  @moduledoc """
  A hunt-and-target player for the Elixir player API: fires on a checkerboard spaced by the shortest ship still
  afloat until it hits, then finishes the wounded ship along its line. Places its fleet at random.

      java -jar target/quarkus-app/quarkus-run.jar play --games 10 elixir-player:examples/elixir/hunter builtin:density

  One process plays the whole matchup, so `:new_game` starts each game's state afresh; only the number of games
  played carries over.
  """
  use GenServer

  @classic %{width: 10, height: 10, fleet: [5, 4, 3, 3, 2]}

  def start_link, do: GenServer.start_link(__MODULE__, [])

  @impl true
  def init(_), do: {:ok, %{games: 0}}

  @impl true
  def handle_call(:name, _from, state), do: {:reply, "Elixir hunter", state}

  def handle_call(:new_game, _from, state) do
    fleet = Hunter.Fleet.place(rules().width, rules().height, rules().fleet)
    {:reply, fleet, %{games: state.games + 1, sunk: MapSet.new(), last_shot: nil, remaining: nil}}
  end

  def handle_call({:take_turn, tracking_board, ships_remaining}, _from, state) do
    {:ok, grid} = Grid.from_list(tracking_board)
    sunk = note_sinking(grid, ships_remaining, state)
    shot = Hunter.Targets.next_shot(grid, sunk, Enum.min(ships_remaining))
    {:reply, shot, %{state | sunk: sunk, last_shot: shot, remaining: ships_remaining}}
  end

  # The league tells the board through Admiralty.ruleset/0; the original runner only played the classic one.
  defp rules do
    if Code.ensure_loaded?(Admiralty), do: Admiralty.ruleset() || @classic, else: @classic
  end

  # A shorter ships_remaining means the last shot sank a ship of the missing length: its cells leave the hunt.
  defp note_sinking(grid, ships_remaining, %{last_shot: shot, remaining: before, sunk: sunk})
       when shot != nil and length(ships_remaining) < length(before) do
    [length | _] = before -- ships_remaining
    MapSet.union(sunk, MapSet.new(Hunter.Targets.ship_through(grid, sunk, shot, length)))
  end

  defp note_sinking(_grid, _ships_remaining, state), do: state.sunk
end
