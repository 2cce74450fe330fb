# The Elixir player host's modules; player_host.exs runs them. See there for what the host does.

defmodule Admiralty do
  @moduledoc "What the league tells a player beyond the original API."

  @doc "The current game's board and fleet, `%{width: w, height: h, fleet: [lengths]}`, or nil before the first game."
  def ruleset, do: Application.get_env(:admiralty, :ruleset)
end

defmodule AdmiraltyHost.Json do
  @moduledoc false
  # Just enough JSON for the protocol's messages, which the league writes compactly and correctly.

  def decode(text) do
    {value, rest} = value(skip(text))
    "" = skip(rest)
    value
  end

  def encode(map) when is_map(map) do
    "{" <> Enum.map_join(map, ",", fn {key, value} -> encode(to_string(key)) <> ":" <> encode(value) end) <> "}"
  end

  def encode(list) when is_list(list), do: "[" <> Enum.map_join(list, ",", &encode/1) <> "]"
  def encode(value) when is_integer(value), do: Integer.to_string(value)
  def encode(value) when value in [true, false, nil], do: if(value == nil, do: "null", else: to_string(value))

  def encode(text) when is_binary(text) do
    text = if String.valid?(text), do: text, else: inspect(text)
    "\"" <> escape(text, "") <> "\""
  end

  defp escape(<<>>, done), do: done
  defp escape(<<?", rest::binary>>, done), do: escape(rest, done <> "\\\"")
  defp escape(<<?\\, rest::binary>>, done), do: escape(rest, done <> "\\\\")
  defp escape(<<?\n, rest::binary>>, done), do: escape(rest, done <> "\\n")
  defp escape(<<?\t, rest::binary>>, done), do: escape(rest, done <> "\\t")

  defp escape(<<c, rest::binary>>, done) when c < 0x20 do
    escape(rest, done <> "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0"))
  end

  defp escape(<<c, rest::binary>>, done), do: escape(rest, done <> <<c>>)

  defp skip(<<c, rest::binary>>) when c in [?\s, ?\t, ?\r, ?\n], do: skip(rest)
  defp skip(text), do: text

  defp value("{" <> rest), do: members(skip(rest), %{})
  defp value("[" <> rest), do: elements(skip(rest), [])
  defp value("\"" <> rest), do: string(rest, "")
  defp value("true" <> rest), do: {true, rest}
  defp value("false" <> rest), do: {false, rest}
  defp value("null" <> rest), do: {nil, rest}

  defp value(text) do
    [number] = Regex.run(~r/^-?\d+(\.\d+)?([eE][-+]?\d+)?/, text, capture: :first)
    rest = binary_part(text, byte_size(number), byte_size(text) - byte_size(number))
    parsed = if String.contains?(number, [".", "e", "E"]), do: String.to_float(number), else: String.to_integer(number)
    {parsed, rest}
  end

  defp members("}" <> rest, map), do: {map, rest}

  defp members("\"" <> rest, map) do
    {key, rest} = string(rest, "")
    ":" <> rest = skip(rest)
    {value, rest} = value(skip(rest))
    map = Map.put(map, key, value)

    case skip(rest) do
      "," <> rest -> members(skip(rest), map)
      "}" <> rest -> {map, rest}
    end
  end

  defp elements("]" <> rest, []), do: {[], rest}

  defp elements(text, list) do
    {value, rest} = value(text)

    case skip(rest) do
      "," <> rest -> elements(skip(rest), [value | list])
      "]" <> rest -> {Enum.reverse([value | list]), rest}
    end
  end

  defp string("\"" <> rest, done), do: {done, rest}
  defp string("\\u" <> <<hex::binary-size(4), rest::binary>>, done), do: unicode(String.to_integer(hex, 16), rest, done)
  defp string("\\" <> <<c, rest::binary>>, done), do: string(rest, done <> unescape(c))
  defp string(<<c, rest::binary>>, done), do: string(rest, done <> <<c>>)

  # a surrogate pair names one character beyond the first plane
  defp unicode(high, "\\u" <> <<hex::binary-size(4), rest::binary>>, done) when high in 0xD800..0xDBFF do
    low = String.to_integer(hex, 16)
    string(rest, done <> <<0x10000 + (high - 0xD800) * 0x400 + (low - 0xDC00)::utf8>>)
  end

  defp unicode(code, rest, done), do: string(rest, done <> <<code::utf8>>)

  defp unescape(?b), do: "\b"
  defp unescape(?f), do: "\f"
  defp unescape(?n), do: "\n"
  defp unescape(?r), do: "\r"
  defp unescape(?t), do: "\t"
  defp unescape(c), do: <<c>>
end

defmodule AdmiraltyHost.Fault do
  @moduledoc false
  # A game lost by the player: the league is told the reason, the player's author reads the message.
  defexception [:reason, :message]
end

defmodule AdmiraltyHost do
  @moduledoc false
  alias AdmiraltyHost.Fault
  alias AdmiraltyHost.Json

  @protocol_version 1

  def main(arguments) do
    # The league's pipes are this process's group leader; the player and everything it starts print to stderr.
    protocol = Process.group_leader()
    stderr = Process.whereis(:standard_error)
    Process.group_leader(self(), stderr)
    Logger.configure_backend(:console, device: :standard_error)
    Process.flag(:trap_exit, true)

    state =
      try do
        {module_name, files} = options(arguments)
        %{player: player_module(compile(files), module_name), pid: nil}
      rescue
        fault in Fault -> %{failed: fault}
      end

    loop(protocol, state)
  end

  defp options(["--module", name | files]), do: {name, files}
  defp options(files), do: {nil, files}

  # a mix project keeps its code in lib/, beside a mix.exs, config and tests that are no part of the player
  defp compile([]), do: compile(Path.wildcard(if File.dir?("lib"), do: "lib/**/*.{ex,exs}", else: "**/*.{ex,exs}"))

  defp compile(files) do
    case Kernel.ParallelCompiler.compile(files) do
      {:ok, modules, _warnings} -> modules
      {:error, errors, _warnings} -> raise Fault, reason: "exception", message: "the player does not compile: " <> describe_errors(errors)
    end
  rescue
    error in [Fault] -> reraise error, __STACKTRACE__
    error -> raise Fault, reason: "exception", message: "compiling the player raised " <> Exception.message(error)
  end

  defp describe_errors(errors) do
    Enum.map_join(errors, "; ", fn {file, line, message} -> "#{Path.relative_to_cwd(file)}:#{line}: #{message}" end)
  end

  defp player_module(modules, nil) do
    servers = Enum.filter(modules, &genserver?/1)

    case Enum.filter(servers, &String.ends_with?(inspect(&1), "Player")) do
      [module] -> module
      _ when length(servers) == 1 -> hd(servers)
      _ when servers == [] -> raise Fault, reason: "exception", message: "no GenServer module answering handle_call among the player's files"
      _ -> raise Fault, reason: "exception", message: "several GenServer modules (#{Enum.map_join(servers, ", ", &inspect/1)}): name the player module"
    end
  end

  defp player_module(modules, name) do
    module = Module.concat([name])
    if module in modules, do: module, else: raise(Fault, reason: "exception", message: "the player's files define no module #{name}")
  end

  defp genserver?(module) do
    behaviours = module.module_info(:attributes) |> Keyword.get_values(:behaviour) |> List.flatten()
    GenServer in behaviours and function_exported?(module, :handle_call, 3)
  end

  defp loop(protocol, state) do
    case IO.binread(protocol, :line) do
      :eof ->
        :ok

      {:error, _} ->
        :ok

      line ->
        message = Json.decode(line)

        unless message["type"] == "bye" do
          {reply, state} = answer(message, state)
          if reply, do: IO.binwrite(protocol, Json.encode(reply) <> "\n")
          loop(protocol, state)
        end
    end
  end

  defp answer(%{"type" => type}, %{failed: fault} = state) when type in ["hello", "newGame", "turn"] do
    {error_reply(fault), state}
  end

  defp answer(message, state) do
    handle(message, state)
  rescue
    fault in Fault -> {error_reply(fault), state}
  end

  defp handle(%{"type" => "hello"}, state) do
    pid = start(state.player)
    name = call(pid, :name, "name")
    {%{"type" => "hello", "protocol" => @protocol_version, "name" => display(name)}, Map.put(state, :pid, pid)}
  end

  defp handle(%{"type" => "newGame", "ruleset" => ruleset}, state) do
    board = List.duplicate(List.duplicate(:unknown, ruleset["width"]), ruleset["height"])
    state = Map.merge(state, %{board: board, ships_remaining: Enum.sort(ruleset["fleet"], :desc)})
    Application.put_env(:admiralty, :ruleset, %{width: ruleset["width"], height: ruleset["height"], fleet: ruleset["fleet"]})
    fleet = call(state.pid, :new_game, "new_game")
    {%{"type" => "placement", "ships" => placement(fleet)}, state}
  end

  defp handle(%{"type" => "turn"}, state) do
    move = call(state.pid, {:take_turn, state.board, state.ships_remaining}, "take_turn")
    {%{"type" => "shots", "shots" => [shot(move)]}, state}
  end

  defp handle(%{"type" => "results", "strikes" => strikes}, state) do
    {nil, Enum.reduce(strikes, state, &record/2)}
  end

  defp handle(_news, state), do: {nil, state}

  defp record(%{"x" => x, "y" => y, "result" => result} = strike, state) do
    mark = if result == "miss", do: :miss, else: :hit
    board = List.update_at(state.board, y, &List.replace_at(&1, x, mark))
    remaining = if result == "sunk", do: List.delete(state.ships_remaining, strike["sunkLength"]), else: state.ships_remaining
    %{state | board: board, ships_remaining: remaining}
  end

  defp start(module) do
    result =
      cond do
        function_exported?(module, :start_link, 0) -> module.start_link()
        function_exported?(module, :start_link, 1) -> module.start_link([])
        true -> GenServer.start_link(module, [])
      end

    case result do
      {:ok, pid} when is_pid(pid) -> pid
      other -> raise Fault, reason: "crash", message: "starting #{inspect(module)} gave #{limited(other)}"
    end
  catch
    :exit, reason -> raise Fault, reason: "crash", message: "starting #{inspect(module)} exited: #{Exception.format_exit(reason)}"
  end

  defp call(pid, request, what) do
    GenServer.call(pid, request, :infinity)
  catch
    # the reason without the call itself, which repeats the whole board
    :exit, {reason, {GenServer, :call, _}} -> raise Fault, reason: "crash", message: "the player crashed in #{what}: #{Exception.format_exit(reason)}"
    :exit, reason -> raise Fault, reason: "crash", message: "the player crashed in #{what}: #{Exception.format_exit(reason)}"
  end

  defp placement(fleet) when is_list(fleet) do
    Enum.map(fleet, fn
      {x, y, length, orientation} when is_integer(x) and is_integer(y) and is_integer(length) and orientation in [:across, :down] ->
        %{"x" => x, "y" => y, "length" => length, "orientation" => Atom.to_string(orientation)}

      ship ->
        malformed("each ship from :new_game must be {x, y, length, :across | :down}", ship)
    end)
  end

  defp placement(fleet), do: malformed(":new_game must return a list of {x, y, length, :across | :down}", fleet)

  defp shot({x, y}) when is_integer(x) and is_integer(y), do: %{"x" => x, "y" => y}
  defp shot(move), do: malformed(":take_turn must return {x, y}", move)

  defp malformed(what, value), do: raise(Fault, reason: "malformed_reply", message: "#{what}, got #{limited(value)}")

  defp limited(value), do: inspect(value, limit: 20, printable_limit: 200)

  defp display(name) do
    if String.Chars.impl_for(name), do: to_string(name), else: inspect(name)
  end

  defp error_reply(%Fault{reason: reason, message: message}) do
    IO.puts(:standard_error, "admiralty: " <> message)
    %{"type" => "error", "reason" => reason, "message" => message}
  end
end
