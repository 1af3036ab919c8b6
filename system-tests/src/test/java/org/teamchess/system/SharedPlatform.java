package org.teamchess.system;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One {@link Platform} for all the test classes that use this extension: started before the first
 * of them and stopped (closed by JUnit's root store) after the last, since a start takes about a
 * minute. A test that acts on the platform itself takes it as a parameter.
 */
final class SharedPlatform implements BeforeAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedPlatform.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        running(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Platform.class;
    }

    @Override
    public Platform resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return running(context);
    }

    private static Platform running(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).computeIfAbsent(Platform.class, type -> {
            Platform platform = new Platform();
            platform.start();
            return platform;
        }, Platform.class);
    }
}
