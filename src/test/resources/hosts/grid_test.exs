# The Grid helper behaves as players written for the original framework expect. Run with the helper loaded:
#   elixir -r grid.ex grid_test.exs
ExUnit.start(autorun: false)

defmodule GridTest do
  use ExUnit.Case, async: true

  test "new grids are square and filled" do
    grid = Grid.new(3, :unknown)
    assert Grid.size(grid) == 3
    assert Grid.count(grid) == 9
    assert Grid.to_list(grid) == List.duplicate([:unknown, :unknown, :unknown], 3)
    assert Grid.to_list(Grid.new(2)) == [[nil, nil], [nil, nil]]
  end

  test "tracking boards wrap when square, and only then" do
    board = [[:hit, :miss], [:unknown, :unknown]]
    assert {:ok, grid} = Grid.from_list(board)
    assert Grid.at(grid, {1, 0}) == :miss
    assert Grid.at(grid, {0, 1}) == :unknown
    assert {:error, _} = Grid.from_list([[:hit, :miss, :unknown], [:unknown, :unknown, :unknown]])
    assert {:error, _} = Grid.from_list(:board)
    assert {:ok, %Grid{size: 2}} = Grid.from_flat_list([1, 2, 3, 4])
    assert {:error, _} = Grid.from_flat_list([1, 2, 3])
  end

  test "cells are addressed {x, y}, x the column" do
    {:ok, grid} = Grid.from_list([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    assert Grid.fetch!(grid, {2, 0}) == 3
    assert Grid.fetch(grid, {0, 2}) == {:ok, 7}
    assert Grid.fetch(grid, {3, 0}) == :error
    assert Grid.at(grid, {-1, 0}, :off) == :off
    assert Grid.on?(grid, {2, 2})
    refute Grid.on?(grid, {2, 3})
    assert_raise Enum.OutOfBoundsError, fn -> Grid.fetch!(grid, {0, 3}) end
  end

  test "updates give new grids and refuse cells off the grid" do
    grid = Grid.new(2, 0)
    assert grid |> Grid.replace_at({1, 0}, 7) |> Grid.update_at({1, 0}, &(&1 + 1)) |> Grid.to_list() == [[0, 8], [0, 0]]
    assert_raise Enum.OutOfBoundsError, fn -> Grid.replace_at(grid, {2, 0}, 1) end
  end

  test "walking the grid goes in reading order" do
    {:ok, grid} = Grid.from_list([[:a, :b], [:c, :d]])
    assert Grid.with_coordinate(grid) == [{:a, {0, 0}}, {:b, {1, 0}}, {:c, {0, 1}}, {:d, {1, 1}}]
    assert Grid.to_flat_list(grid) == [:a, :b, :c, :d]
    assert Grid.map(grid, &Atom.to_string/1) |> Grid.to_list() == [["a", "b"], ["c", "d"]]
    assert Grid.map(grid, fn _, {x, y} -> x * 10 + y end) |> Grid.to_list() == [[0, 10], [1, 11]]
    assert Enum.count(grid) == 4
    assert Enum.to_list(grid) == [:a, :b, :c, :d]
    assert Enum.filter(grid, &(&1 in [:b, :c])) == [:b, :c]
    assert Enum.take(grid, 3) == [:a, :b, :c]
  end

  test "indexes convert as the original framework converted them" do
    assert Grid.index_to_coordinate(3, 5) == {2, 1}
    assert Grid.index_to_coordinate(Grid.new(10), 42) == {2, 4}
    assert_raise FunctionClauseError, fn -> Grid.index_to_coordinate(3, 9) end
    # the original's result, which is the flat index only on the top row and the left column
    assert Grid.coordinate_to_index({4, 1}) == 5
    assert Grid.coordinate_to_index({0, 0}) == 0
  end
end

case ExUnit.run() do
  %{failures: 0} -> :ok
  _ -> System.halt(1)
end
